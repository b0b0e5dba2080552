// Blog posts: one document per post under the tenant's blog/ folder (schemas/blog-post.schema.json),
// the file name being its slug. Validated (body HTML sanitised) like every other document.
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { BlogPost } from '../../schemas/types/blog-post';
import type { BlogPostEntry } from '../../runtime/lib/blog';
import { problemsFromAjv } from './ajv-problems';
import { readJsonDocument } from './json-document';
import type { Problem } from './problem';
import { validateDocument } from './schema-validator';

const SLUG = /^[a-z0-9][a-z0-9-]*$/;

export async function loadBlogPosts(tenantDir: string): Promise<{ posts: BlogPostEntry[]; problems: Problem[] }> {
  const dir = path.join(tenantDir, 'blog');
  const problems: Problem[] = [];
  const posts: BlogPostEntry[] = [];
  if (!existsSync(dir)) return { posts, problems };
  for (const file of (await readdir(dir)).filter((f) => f.endsWith('.json')).sort()) {
    const read = await readJsonDocument(path.join(dir, file));
    if (!read.ok) {
      problems.push(read.problem);
      continue;
    }
    const slug = file.replace(/\.json$/, '');
    if (!SLUG.test(slug)) {
      problems.push({
        file: read.doc.file,
        line: 1,
        col: 1,
        severity: 'error',
        code: 'schema',
        pointer: '',
        message: `blog post file name "${file}" must be a slug (lower case, digits, hyphens)`,
      });
      continue;
    }
    const { errors } = validateDocument('blog-post', read.doc.data);
    const found = problemsFromAjv(errors, {
      locate: (pointer) => ({ file: read.doc.file, ...read.doc.locate(pointer) }),
      code: 'schema',
      unknownPropertyCode: 'unknown-property',
    });
    problems.push(...found);
    if (found.length) continue;
    const { $schema: _s, schemaVersion: _v, ...post } = read.doc.data as BlogPost;
    posts.push({ ...post, slug });
  }
  posts.sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
  return { posts, problems };
}

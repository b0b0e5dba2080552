// React Router's matching and ranking (compilePath and computeScore of react-router 7) for the
// route-table patterns: static segments, `:param` segments and a trailing `*`. Kept here, free
// of React, so the tenant loader and builder-cli resolve addresses without loading React; the
// browser's <Routes> match with React Router itself, and tests/unit/route-match.test.ts proves
// both pick the same entry for every address it tries.

const PARAM = /^:[\w-]+$/;
const DYNAMIC = 3;
const EMPTY = 1;
const STATIC = 10;
const SPLAT_PENALTY = -2;

export interface CompiledPattern {
  regex: RegExp;
  params: string[];
  score: number;
}

/** A pattern as React Router compiles it: case-insensitive, trailing slashes optional. */
export function compilePattern(pattern: string): CompiledPattern {
  const path = pattern.startsWith('/') ? pattern : `/${pattern}`;
  const params: string[] = [];
  let source =
    '^' +
    path
      .replace(/\/*\*?$/, '')
      .replace(/^\/*/, '/')
      .replace(/[\\.*+^${}|()[\]]/g, '\\$&')
      .replace(/\/:([\w-]+)/g, (_, name: string) => {
        params.push(name);
        return '/([^\\/]+)';
      });
  if (path.endsWith('*')) {
    params.push('*');
    source += path === '/*' ? '(.*)$' : '(?:\\/(.+)|\\/*)$';
  } else {
    source += '\\/*$';
  }
  return { regex: new RegExp(source, 'i'), params, score: scoreOf(path) };
}

function scoreOf(path: string): number {
  const segments = path.split('/');
  let score = segments.length + (segments.includes('*') ? SPLAT_PENALTY : 0);
  for (const segment of segments) {
    if (segment === '*') continue;
    score += PARAM.test(segment) ? DYNAMIC : segment === '' ? EMPTY : STATIC;
  }
  return score;
}

function decodeSegments(pathname: string): string {
  return pathname
    .split('/')
    .map((segment) => {
      try {
        return decodeURIComponent(segment).replace(/\//g, '%2F');
      } catch {
        return segment;
      }
    })
    .join('/');
}

/**
 * The best pattern for a pathname (highest score; on a tie, the first in the list) and its
 * params, or undefined when none matches.
 */
export function bestMatch<T>(
  routes: readonly { pattern: CompiledPattern; value: T }[],
  pathname: string,
): { value: T; params: Record<string, string> } | undefined {
  const path = decodeSegments(pathname);
  let best: { value: T; params: Record<string, string>; score: number } | undefined;
  for (const { pattern, value } of routes) {
    if (best && pattern.score <= best.score) continue;
    const found = pattern.regex.exec(path);
    if (!found) continue;
    const params: Record<string, string> = {};
    pattern.params.forEach((name, i) => {
      const raw = found[i + 1] ?? '';
      params[name] = name === '*' ? raw.replace(/^\/+/, '') : raw.replace(/%2F/g, '/');
    });
    best = { value, params, score: pattern.score };
  }
  return best && { value: best.value, params: best.params };
}

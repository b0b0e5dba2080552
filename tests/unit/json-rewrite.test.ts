// rewriteJson keeps the author's text (formatted as the tenants' files are: one value a line): only the values that changed are edited, and items added
// to or removed from an array are single insertions and removals, not a rewritten array.
import { describe, expect, it } from 'vitest';
import { rewriteJson } from '../../server/tenants/json-edits';

const text = `{
  "title": "Home",
  "blocks": [
    {
      "type": "hero",
      "props": {
        "heading": "Hi"
      }
    },
    {
      "type": "faq-list"
    }
  ]
}
`;
const data = JSON.parse(text);

describe('rewriteJson', () => {
  it('changes one value in place, keeping the rest of the text', () => {
    const out = rewriteJson(text, data, { ...data, title: 'Welcome' });
    expect(out).toBe(text.replace('"Home"', '"Welcome"'));
  });

  it('inserts a new array item without rewriting the items around it', () => {
    const blocks = [data.blocks[0], { type: 'rich-text' }, data.blocks[1]];
    const out = rewriteJson(text, data, { ...data, blocks });
    expect(JSON.parse(out)).toEqual({ ...data, blocks });
    // Exactly the new item's lines are added; every line of the text is still there, in order.
    expect(out).toBe(
      text.replace('    },\n    {\n      "type": "faq-list"', '    },\n    {\n      "type": "rich-text"\n    },\n    {\n      "type": "faq-list"'),
    );
  });

  it('removes an item and inserts another at the end in one rewrite', () => {
    const blocks = [data.blocks[1], { type: 'image' }];
    const out = rewriteJson(text, data, { ...data, blocks });
    expect(JSON.parse(out)).toEqual({ ...data, blocks });
    expect(out).not.toContain('hero');
    expect(out).toContain('{\n      "type": "faq-list"\n    }');
  });

  it('moving an item is a removal and an insertion; every other item keeps its text', () => {
    const three = { blocks: [{ a: 1 }, { b: 2 }, { c: 3 }] };
    const t = JSON.stringify(three, null, 2) + '\n';
    const moved = { blocks: [{ b: 2 }, { c: 3 }, { a: 1 }] };
    expect(JSON.parse(rewriteJson(t, three, moved))).toEqual(moved);
  });

  it('a new document value at the root is written whole', () => {
    expect(rewriteJson('[1]', [1], { a: 1 })).toBe('{\n  "a": 1\n}\n');
  });
});

// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanupWidgets, renderWidget } from '../../../../tests/unit/forms-ui/widget-harness';
import { act } from 'react';

afterEach(cleanupWidgets);

describe('file widget', () => {
  it('is a labelled file input; the value names the files, the files wait in the form context', async () => {
    const w = await renderWidget({ type: 'file', title: 'Your resume' });
    const input = w.byLabel('Your resume') as HTMLInputElement;
    expect(input.type).toBe('file');
    expect(input.accept).toContain('application/pdf');
    const file = new File(['%PDF-1.4'], 'resume.pdf', { type: 'application/pdf' });
    Object.defineProperty(input, 'files', { value: [file], configurable: true });
    await act(async () => input.dispatchEvent(new Event('change', { bubbles: true })));
    expect(w.onChange).toHaveBeenLastCalledWith('resume.pdf');
    expect(w.files.get('field')).toEqual([file]);
    expect(w.container.textContent).toContain('Attached: resume.pdf');
  });
});

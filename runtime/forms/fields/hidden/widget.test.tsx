// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanupWidgets, renderWidget } from '../../../../tests/unit/forms-ui/widget-harness';

afterEach(cleanupWidgets);

describe('hidden widget', () => {
  it('renders no label and nothing to focus, and carries its value', async () => {
    const w = await renderWidget({ type: 'hidden', title: 'Request', value: 'Please send photos.' });
    expect(w.container.querySelector('label')).toBeNull();
    const input = w.container.querySelector('input') as HTMLInputElement;
    expect(input.type).toBe('hidden');
    expect(input.value).toBe('Please send photos.');
    expect(w.container.querySelector('.form-field-hidden')).not.toBeNull();
  });
});

// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanupWidgets, optionTexts, renderWidget } from '../../../../tests/unit/forms-ui/widget-harness';

afterEach(cleanupWidgets);

describe('locationSelectCustom widget', () => {
  it('is a labelled select of the form list, else of the locations', async () => {
    const listed = await renderWidget({ type: 'locationSelectCustom', title: 'Where?', options: { options: ['Mobile service', 'Workshop'] } });
    const select = listed.byLabel('Where?');
    expect(optionTexts(select)).toEqual(['Please select', 'Mobile service', 'Workshop']);
    await listed.select(select, 'Workshop');
    expect(listed.onChange).toHaveBeenLastCalledWith('Workshop');
    const locations = await renderWidget({ type: 'locationSelectCustom', title: 'Location' });
    expect(optionTexts(locations.byLabel('Location'))).toContain('Sunshine Service');
  });
});

// The shared passing fixture: every check's tests start from it, so it must pass every check.
import { describe, expect, it } from 'vitest';
import { CHECKS } from '../../../builder-cli/checks/registry';
import { formatProblem } from '../../../server/tenants/problem';
import { lint } from '../../helpers/lint-fixture';

describe('tests/fixtures/checks/acme', () => {
  it(`passes all ${CHECKS.length} checks and the loader with no offense at all`, async () => {
    const { problems } = await lint();
    expect(problems.map(formatProblem)).toEqual([]);
  });
});

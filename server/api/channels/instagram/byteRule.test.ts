// The api refuses an Instagram reply over 1,000 UTF-8 bytes even under 999 characters (the rule the
// composer shows, src/domain/channels.ts): Instagram itself would refuse it.
import { describe, expect, it } from 'vitest';
import { TOO_MUCH_CHARACTER } from '../../../../src/domain/channels';
import { replyProblem } from '../../modules/conversations/replyRules';

describe('an Instagram reply on the api', () => {
  it('is refused over 1,000 bytes, taken at 1,000', () => {
    expect(replyProblem('IGDM', 'ก'.repeat(400), [])).toEqual({ field: 'text', message: TOO_MUCH_CHARACTER });
    expect(replyProblem('IGDM', `${'ก'.repeat(333)}a`, [])).toBeUndefined();
  });
});

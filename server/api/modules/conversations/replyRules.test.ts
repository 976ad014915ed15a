import { describe, expect, it } from 'vitest';
import { DEFAULT_ATTACHMENT_COUNT, replyProblem } from './replyRules';

const png = { mime: 'image/png' };
const mp4 = { mime: 'video/mp4' };
const pdf = { mime: 'application/pdf' };

describe('replyProblem', () => {
  it("answers 'too much character' over the channel's limit, counting code points", () => {
    expect(replyProblem('LINE', 'a'.repeat(499), [])).toBeUndefined();
    expect(replyProblem('LINE', 'a'.repeat(500), [])).toEqual({ field: 'text', message: 'too much character' });
    expect(replyProblem('LINE', '😀'.repeat(499), [])).toBeUndefined();
    expect(replyProblem('GOOGLEPLAY', 'a'.repeat(351), [])).toEqual({ field: 'text', message: 'too much character' });
    expect(replyProblem('WEBHOOK', 'a'.repeat(50_000), [])).toBeUndefined();
  });

  it('needs text or a file', () => {
    expect(replyProblem('WEBHOOK', '  ', [])).toEqual({ field: 'text', message: 'Required' });
    expect(replyProblem('WEBHOOK', '', [pdf])).toBeUndefined();
  });

  it('refuses files where attachments are disabled or no type is allowed', () => {
    expect(replyProblem('FBCOMMENT', 'x', [png])).toEqual({ field: 'attachmentIds', message: 'Facebook Comment does not take files.' });
    expect(replyProblem('IGCOMMENT', 'x', [png])?.message).toBe('Instagram Comment does not take files.');
    expect(replyProblem('GOOGLEPLAY', 'x', [png])?.message).toBe('Google Play does not take files.');
    expect(replyProblem('GOOGLEBUSINESS', 'x', [png])?.message).toBe('Google Business does not take files.');
  });

  it('holds the count and the types of Twitter Comment (3, images and videos)', () => {
    expect(replyProblem('TWITTERCOMMENT', 'x', [png, mp4, png])).toBeUndefined();
    expect(replyProblem('TWITTERCOMMENT', 'x', [png, mp4, png, png])?.message).toBe('Twitter Comment takes at most 3 files per message.');
    expect(replyProblem('TWITTERCOMMENT', 'x', [pdf])?.message).toBe('Twitter Comment takes only images and videos.');
  });

  it('lets other channels take any type up to the default count', () => {
    expect(replyProblem('WEBHOOK', 'x', Array.from({ length: DEFAULT_ATTACHMENT_COUNT }, () => pdf))).toBeUndefined();
    expect(replyProblem('CHATOMNIWEBCHAT', 'x', Array.from({ length: DEFAULT_ATTACHMENT_COUNT + 1 }, () => png))?.message).toBe(
      'Webchat takes at most 5 files per message.',
    );
  });
});

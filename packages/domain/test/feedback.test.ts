import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkActivityComment, checkFeedback, countWords, isAcceptedImage } from '../src';

const words = { minWords: 2, maxWords: 5 };
const png = { name: 'a.png', type: 'image/png', size: 1000 };

describe('feedback rules (SPEC §5, §9)', () => {
  it('accepts a feedback within every limit', () => {
    expect(
      checkFeedback({ content: 'it works well', remark: 'x'.repeat(140), images: [png, png, png] }, words),
    ).toEqual([]);
  });
  it('requires content', () => {
    expect(checkFeedback({ content: '   ' }, words)).toEqual([{ field: 'content', key: 'not_empty' }]);
  });
  it('keeps the content within the word range', () => {
    const range = { field: 'content', key: 'feedback_word_range', params: { 0: 2, 1: 5 } };
    expect(checkFeedback({ content: 'one' }, words)).toEqual([range]);
    expect(checkFeedback({ content: 'a b c d e f' }, words)).toEqual([range]);
  });
  it('limits the remark to 140 characters', () => {
    expect(checkFeedback({ content: 'a b', remark: 'x'.repeat(141) }, words)).toEqual([
      { field: 'remark', key: 'remark_too_long', params: { 0: 140 } },
    ]);
  });
  it('allows at most 3 png or jpg images of at most 5 MB', () => {
    const issues = checkFeedback(
      {
        content: 'a b',
        images: [
          png,
          png,
          { name: 'b.gif', type: 'image/gif', size: 1 },
          { name: 'c.jpg', type: 'image/jpeg', size: 5 * 1024 * 1024 + 1 },
        ],
      },
      words,
    );
    expect(issues.map((issue) => issue.key)).toEqual(['too_many_images', 'image_type_invalid', 'image_too_large']);
  });
  it('judges an image without a MIME type by its extension', () => {
    expect(isAcceptedImage({ name: 'photo.JPEG', size: 1 })).toBe(true);
    expect(isAcceptedImage({ name: 'photo.jpg', type: '', size: 1 })).toBe(true);
    expect(isAcceptedImage({ name: 'photo.webp', size: 1 })).toBe(false);
  });
  it('counts words as runs of non-space characters', () => {
    expect(countWords('  two\twords\n')).toBe(2);
    expect(countWords('')).toBe(0);
  });
  it('limits an activity comment to 140 characters', () => {
    expect(checkActivityComment('x'.repeat(140))).toBeNull();
    expect(checkActivityComment('x'.repeat(141))).toEqual({ key: 'activity_comment_too_long', params: { 0: 140 } });
  });
  it('never throws and passes only drafts that keep the rules (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.string({ maxLength: 200 }), (content, remark) => {
        const issues = checkFeedback({ content, remark }, words);
        if (issues.length === 0) {
          expect(countWords(content)).toBeGreaterThanOrEqual(2);
          expect(countWords(content)).toBeLessThanOrEqual(5);
          expect(remark.length).toBeLessThanOrEqual(140);
        }
      }),
    );
  });
});

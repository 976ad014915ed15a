import { describe, expect, it } from 'vitest';
import {
  AVAILABLE_GUIDES,
  GUIDE_ROUTES,
  isLastSlide,
  nextSlide,
  parseSeenCache,
  previousSlide,
  seenCacheKey,
  seenListSource,
  shouldShowGuide,
  skipToSlide,
  slideCount,
  slideForKey,
  slideImageUrl,
  withSeen,
} from './guideRules';

describe('the guide table (spec §2)', () => {
  it('has the slide counts of the spec', () => {
    expect(Object.fromEntries(GUIDE_ROUTES.map((r) => [r.key, r.slides]))).toEqual({
      home: 10,
      'app/ticket': 7,
      'app/chat': 22,
      'app/contact': 12,
      'report/ticket': 11,
      'settings/workspace/timework': 6,
      skill: 6,
      member: 8,
      'grant-access': 4,
      'settings/plans-billings': 0,
      sla: 0,
      'ticket-management': 0,
      'custom-message': 0,
      department: 0,
      personalization: 0,
    });
  });

  it('lists only the guides with slides as available', () => {
    expect(AVAILABLE_GUIDES.map((g) => g.key)).toEqual([
      'home',
      'app/ticket',
      'app/chat',
      'app/contact',
      'report/ticket',
      'settings/workspace/timework',
      'skill',
      'member',
      'grant-access',
    ]);
  });
});

describe('shouldShowGuide (spec §4)', () => {
  it('shows a route with slides that is not in the seen list', () => {
    expect(shouldShowGuide('home', [])).toBe(true);
    expect(shouldShowGuide('app/chat', ['home'])).toBe(true);
  });

  it('does not show a seen route', () => {
    expect(shouldShowGuide('home', ['app/chat', 'home'])).toBe(false);
  });

  it('never shows a route with 0 slides, nor a path without a guide', () => {
    for (const key of ['settings/plans-billings', 'sla', 'ticket-management', 'custom-message', 'department', 'personalization']) {
      expect(shouldShowGuide(key, [])).toBe(false);
    }
    expect(shouldShowGuide(null, [])).toBe(false);
    expect(shouldShowGuide('nope', [])).toBe(false);
  });
});

describe('slide navigation', () => {
  it('moves forward and back within the guide', () => {
    expect(nextSlide(0, 10)).toBe(1);
    expect(nextSlide(9, 10)).toBe(9);
    expect(previousSlide(1, 10)).toBe(0);
    expect(previousSlide(0, 10)).toBe(0);
  });

  it('Skip jumps to the last slide, where Finish is', () => {
    for (const { key } of AVAILABLE_GUIDES) {
      const count = slideCount(key);
      expect(skipToSlide(count)).toBe(count - 1);
      expect(isLastSlide(skipToSlide(count), count)).toBe(true);
      expect(isLastSlide(count - 2, count)).toBe(false);
    }
  });

  it('maps the arrow, Home and End keys, and leaves other keys alone', () => {
    expect(slideForKey('ArrowRight', 2, 7)).toBe(3);
    expect(slideForKey('ArrowLeft', 2, 7)).toBe(1);
    expect(slideForKey('Home', 5, 7)).toBe(0);
    expect(slideForKey('End', 0, 7)).toBe(6);
    expect(slideForKey('Enter', 2, 7)).toBeNull();
    expect(slideForKey('Tab', 2, 7)).toBeNull();
  });

  it('names the illustration of each slide (1-based files under /v2/guide)', () => {
    expect(slideImageUrl('home', 0)).toBe('/v2/guide/home/1.svg');
    expect(slideImageUrl('app/chat', 21)).toBe('/v2/guide/app/chat/22.svg');
  });
});

describe('the seen list and its cache (spec §7)', () => {
  it('keys the cache per user and workspace', () => {
    expect(seenCacheKey('u1', 'w1')).not.toBe(seenCacheKey('u1', 'w2'));
    expect(seenCacheKey('u1', 'w1')).not.toBe(seenCacheKey('u2', 'w1'));
  });

  it('reads an empty, absent or broken cache as empty', () => {
    for (const raw of [null, '', '[]', '{', '"home"', '{"a":1}', '[1,2]']) expect(parseSeenCache(raw)).toBeNull();
    expect(parseSeenCache('["home","app/chat"]')).toEqual(['home', 'app/chat']);
  });

  it('fetches only when neither memory nor the cache knows the list', () => {
    expect(seenListSource(null, null)).toEqual({ kind: 'fetch' });
    expect(seenListSource([], null)).toEqual({ kind: 'fetch' });
    expect(seenListSource(null, ['home'])).toEqual({ kind: 'known', seen: ['home'] });
    expect(seenListSource(['app/chat'], ['home'])).toEqual({ kind: 'known', seen: ['app/chat'] });
  });

  it('adds a finished route once', () => {
    expect(withSeen(['home'], 'app/chat')).toEqual(['home', 'app/chat']);
    expect(withSeen(['home'], 'home')).toEqual(['home']);
  });
});

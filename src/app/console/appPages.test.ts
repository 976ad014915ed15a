import { describe, expect, it } from 'vitest';
import { matchAppPage } from './appPages';

describe('matchAppPage', () => {
  it('finds the real pages', () => {
    expect(matchAppPage('/home', 'OMNI')).toEqual({ kind: 'home' });
    expect(matchAppPage('/app/chat', 'OMNI')).toEqual({ kind: 'chat' });
    expect(matchAppPage('/app/chat/', 'OMNI')).toEqual({ kind: 'chat' });
  });

  it("routes the web chat's settings for this deployment's product code", () => {
    expect(matchAppPage('/settings/channel/CHATOMNIWEBCHAT', 'OMNI')).toEqual({ kind: 'webchatSettings' });
    expect(matchAppPage('/settings/channel/CHATACMEWEBCHAT/', 'ACME')).toEqual({ kind: 'webchatSettings' });
  });

  it('names the pages still to come', () => {
    expect(matchAppPage('/report/ticket', 'OMNI')).toEqual({ kind: 'placeholder', title: 'Reports' });
    expect(matchAppPage('/settings/workspace/sla', 'OMNI')).toEqual({ kind: 'placeholder', title: 'SLA' });
    expect(matchAppPage('/settings/channel/LINE', 'OMNI')).toEqual({ kind: 'placeholder', title: 'Line channel' });
  });

  it('knows nothing else', () => {
    for (const path of ['/app', '/app/chatter', '/settings/workspace/nope', '/settings/channel/CHATACMEWEBCHAT', '/x']) {
      expect(matchAppPage(path, 'OMNI')).toBeNull();
    }
  });
});

import { describe, expect, it } from 'vitest';
import { channelInfo, FIXED_CHANNEL_TYPES } from '../../../src/domain/channels';
import { connectableTypes, definitionFor, isConnectable, knownTypes } from './registry';

describe('the channel registry', () => {
  const types = knownTypes('OMNI');

  it('has one definition for every type of the channel table, the web chat with this deployment’s code', () => {
    expect(types).toEqual(['CHATOMNIWEBCHAT', ...FIXED_CHANNEL_TYPES]);
    for (const type of types) {
      const definition = definitionFor(type);
      expect(definition?.matches(type), type).toBe(true);
      expect(definition!.settings.howToConnect.length, type).toBeGreaterThan(20);
    }
    expect(definitionFor('FAX')).toBeUndefined();
  });

  it("states each type's limits as the channel table does (spec §5)", () => {
    for (const type of types) {
      const { capabilities } = definitionFor(type)!;
      const info = channelInfo(type)!;
      expect(capabilities.maxCharacters, type).toBe(info.maxCharacter);
      if (info.attachment) expect(capabilities.files, type).toMatchObject({ enabled: info.attachment.enabled, count: info.attachment.count });
      if (info.allowedFileTypes) expect(capabilities.files.types, type).toEqual(info.allowedFileTypes);
    }
  });

  it('connects exactly the types whose definition sends replies; the others say they are not available yet', () => {
    const connectable = connectableTypes('OMNI');
    expect(connectable).toEqual(expect.arrayContaining(['CHATOMNIWEBCHAT', 'WEBHOOK']));
    for (const type of types) {
      const definition = definitionFor(type)!;
      expect(isConnectable(definition), type).toBe(connectable.includes(type));
      if (!connectable.includes(type)) {
        expect(definition.inbound, type).toBeUndefined();
        expect(definition.settings.howToConnect, type).toMatch(/Not available yet\.$/);
      }
    }
  });

  it('never lets two definitions claim one type', () => {
    for (const type of types) {
      const claims = types.filter((other) => definitionFor(other) === definitionFor(type) && isConnectable(definitionFor(type)));
      if (isConnectable(definitionFor(type))) expect(claims, type).toEqual([type]);
    }
  });
});

// The WhatsApp side of bench:channels, shared by its inbound and outbound parts: a fresh DATA_DIR and
// WhatsApp fake for one run (both removed after it), and a WHATSAPP channel on that fake's number.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sealSetting } from '../../../server/api/channels/settingsStore';
import { insertChannel } from '../../../server/api/modules/channels/repository';
import { startWhatsAppFake, type WhatsAppFake } from '../../fakes/meta/whatsapp';
import type { SeedContext } from './channelsBenchApi';

export async function withWhatsAppRun<T>(name: string, run: (dataDir: string, fake: WhatsAppFake) => Promise<T>): Promise<T> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `${name}-`));
  const fake = await startWhatsAppFake();
  try {
    return await run(dataDir, fake);
  } finally {
    await fake.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A WHATSAPP channel with the fake's number, its token and app secret sealed as the settings api seals them. */
export function whatsappChannel(ctx: SeedContext, fake: WhatsAppFake) {
  const id = crypto.randomUUID();
  const seal = (key: string, value: string) => sealSetting(ctx.deps, id, key, value);
  const { state } = fake;
  const settings = { phoneNumberId: state.phoneNumberId, wabaId: state.wabaId, accessToken: seal('accessToken', state.token), appSecret: seal('appSecret', state.appSecret) };
  return insertChannel(ctx.deps.db, { id, workspaceId: ctx.workspaceId, type: 'WHATSAPP', name: 'Bench number', settings });
}

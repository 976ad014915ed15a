// What the Telegram fake remembers: its bots, the chats that wrote to them, the files it holds, every
// call it was made and every message it accepted. Plain data, read by tests.

export interface FakeBot {
  id: number;
  token: string;
  username: string;
  webhook?: { url: string; secretToken?: string; allowedUpdates?: string[] };
}

export interface FakeFile {
  fileId: string;
  fileUniqueId: string;
  filePath: string;
  bytes: Buffer;
  name?: string;
  mime?: string;
}

/** One call of the Bot API face, as the fake received it (after the token check, before any fault). */
export interface RecordedCall {
  method: string;
  token: string;
  params: Record<string, string>;
  files: { field: string; name: string; mime: string; bytes: Buffer }[];
  /** The HTTP status the fake answered. */
  status: number;
  at: number;
}

/** A message the fake accepted from the bot: what the customer would see. */
export interface SentMessage {
  botId: number;
  chatId: string;
  messageId: number;
  kind: 'text' | 'photo' | 'document';
  text?: string;
  caption?: string;
  file?: { name: string; mime: string; bytes: Buffer };
}

export interface FakeChat {
  id: number;
  firstName: string;
  lastName?: string;
  username?: string;
  /** The user blocked the bot: sends answer 403 as Telegram does. */
  blocked: boolean;
}

export interface FakeState {
  bots: Map<string, FakeBot>;
  /** Chats that wrote to the fake's bots (Telegram answers 'chat not found' for any other). */
  chats: Map<string, FakeChat>;
  files: Map<string, FakeFile>;
  calls: RecordedCall[];
  sent: SentMessage[];
  nextMessageId: number;
  nextUpdateId: number;
}

export function emptyState(): FakeState {
  return { bots: new Map(), chats: new Map(), files: new Map(), calls: [], sent: [], nextMessageId: 1, nextUpdateId: 100_000 };
}

let fileCounter = 0;

/** Stores bytes as Telegram holds a file: an opaque id, a unique id and a path under /file/bot<token>/. */
export function addFile(state: FakeState, bytes: Buffer, folder: 'photos' | 'documents', name?: string, mime?: string): FakeFile {
  fileCounter += 1;
  const fileId = `AgAC${Date.now().toString(36)}${fileCounter.toString(36)}`;
  // Telegram stores photos as JPEG; a test that sends PNG bytes as a photo gets them back as .png.
  const png = bytes.subarray(1, 4).toString('latin1') === 'PNG';
  const extension = name?.includes('.') ? name.slice(name.lastIndexOf('.')) : folder === 'photos' ? (png ? '.png' : '.jpg') : '';
  const file: FakeFile = {
    fileId,
    fileUniqueId: `AQAD${fileCounter}`,
    filePath: `${folder}/file_${fileCounter}${extension}`,
    bytes,
    ...(name ? { name } : {}),
    ...(mime ? { mime } : {}),
  };
  state.files.set(fileId, file);
  return file;
}

// Downloads a customer's file from a provider at ingest (LINE's content endpoint, Viber's media URL):
// refused before reading when the declared size is over the limit, cut off when the bytes are.
import { sniff } from '../modules/uploads/sniff';
export interface DownloadOptions {
  headers?: Record<string, string>;
  maxBytes: number;
  timeoutMs: number;
  fetch?: typeof fetch;
  /** The provider's name, for the error. */
  provider: string;
}

export async function downloadLimited(url: string, options: DownloadOptions): Promise<{ bytes: Buffer; mime?: string }> {
  const res = await (options.fetch ?? fetch)(url, { headers: options.headers ?? {}, redirect: 'follow', signal: AbortSignal.timeout(options.timeoutMs) });
  const refuse = async (why: string) => {
    await res.body?.cancel().catch(() => undefined);
    throw new Error(why);
  };
  if (res.status !== 200) return refuse(`${options.provider} answered HTTP ${res.status} for a file`);
  if (Number(res.headers.get('content-length') ?? '0') > options.maxBytes) return refuse(`the file is larger than ${options.maxBytes} bytes`);
  const bytes = Buffer.from(await res.arrayBuffer());
  if (bytes.length > options.maxBytes) throw new Error(`the file is larger than ${options.maxBytes} bytes`);
  const mime = res.headers.get('content-type')?.split(';')[0]?.trim();
  return { bytes, ...(mime ? { mime } : {}) };
}

/** A name for a file the provider sends without one (LINE's image, video, audio): its extension from its bytes. */
export function nameFromContent(stem: string, bytes: Buffer, fallbackExtension: string): string {
  return `${stem}.${sniff(bytes.subarray(0, 4096)) ?? fallbackExtension}`;
}

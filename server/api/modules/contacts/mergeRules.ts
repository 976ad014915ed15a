import { CONTACT_FIELD_LIMITS, normalizeTags } from './schema';

// What a merge makes of the contact kept: pure, so every case is tested without a database.

export interface MergeSide {
  id: string;
  email: string | null;
  phone: string | null;
  avatarUrl: string | null;
  notes: string;
  tags: string[];
  mergedIntoId: string | null;
}

export type MergePlan =
  | { ok: true; set: { email: string | null; phone: string | null; avatarUrl: string | null; notes: string; tags: string[] } }
  | { ok: false; message: string };

/**
 * The target keeps its own e-mail, phone and avatar and takes the source's where it has none; tags are
 * united, the source's notes appended. A union too big to edit afterwards is refused rather than cut,
 * so a merge never loses what an agent wrote.
 */
export function planMerge(source: MergeSide, target: MergeSide): MergePlan {
  if (source.id === target.id) return { ok: false, message: 'A contact cannot be merged into itself.' };
  if (source.mergedIntoId) return { ok: false, message: 'This contact was already merged into another contact.' };
  if (target.mergedIntoId) return { ok: false, message: 'The contact to merge into was itself merged into another contact.' };
  const tags = normalizeTags([...target.tags, ...source.tags]);
  if (tags.length > CONTACT_FIELD_LIMITS.tags) {
    return { ok: false, message: `Together these contacts have more than ${CONTACT_FIELD_LIMITS.tags} tags. Remove some first.` };
  }
  const notes = [target.notes.trim(), source.notes.trim()].filter((text) => text !== '').join('\n\n');
  if (notes.length > CONTACT_FIELD_LIMITS.notes) {
    return { ok: false, message: `Together the notes would be longer than ${CONTACT_FIELD_LIMITS.notes} characters. Shorten them first.` };
  }
  return {
    ok: true,
    set: {
      email: target.email || source.email || null,
      phone: target.phone || source.phone || null,
      avatarUrl: target.avatarUrl || source.avatarUrl || null,
      notes,
      tags,
    },
  };
}

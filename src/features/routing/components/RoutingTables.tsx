import { AdminTable } from '../../../components/table/AdminTable';
import { FieldError } from '../../../components/form/FieldError';
import { channelLabel } from '../../../domain/channels';
import { ASSIGNMENT_MODES, ASSIGNMENT_MODE_LABELS, type AssignmentMode, type Skill } from '../../../domain/routing';
import type { ChannelRoutingRow, DepartmentRoutingRow } from '../assignmentRules';

const NO_SKILL = 'No skill needed';

function SkillSelect({ label, value, skills, onChange }: { label: string; value: string | null; skills: readonly Skill[]; onChange: (skillId: string | null) => void }) {
  return (
    <select aria-label={label} value={value ?? ''} onChange={(e) => onChange(e.currentTarget.value || null)}>
      <option value="">{NO_SKILL}</option>
      {skills.map((skill) => (
        <option key={skill.id} value={skill.id}>
          {skill.name}
        </option>
      ))}
    </select>
  );
}

interface TableProps<T> {
  rows: readonly T[];
  skills: readonly Skill[];
  errors: Readonly<Record<string, string>>;
  onChange: (rows: T[]) => void;
}

const replaced = <T extends { id: string }>(rows: readonly T[], id: string, patch: Partial<T>) => rows.map((r) => (r.id === id ? { ...r, ...patch } : r));

/** Each department's assignment mode and the skill its conversations need. */
export function DepartmentRoutingTable({ rows, skills, errors, onChange }: TableProps<DepartmentRoutingRow>) {
  return (
    <AdminTable
      caption="Departments"
      columns={[{ label: 'Department' }, { label: 'Assignment' }, { label: 'Needed skill' }]}
      rowCount={rows.length}
      empty={<p className="muted">No departments yet.</p>}
    >
      {rows.map((row) => (
        <tr key={row.id}>
          <th scope="row" data-label="Department">
            {row.name}
          </th>
          <td data-label="Assignment">
            <select
              aria-label={`Assignment in ${row.name}`}
              value={row.assignmentMode}
              onChange={(e) => onChange(replaced(rows, row.id, { assignmentMode: e.currentTarget.value as AssignmentMode }))}
            >
              {ASSIGNMENT_MODES.map((mode) => (
                <option key={mode} value={mode}>
                  {ASSIGNMENT_MODE_LABELS[mode]}
                </option>
              ))}
            </select>
            <FieldError message={errors[`departments.${row.id}.assignmentMode`]} />
          </td>
          <td data-label="Needed skill">
            <SkillSelect label={`Needed skill in ${row.name}`} value={row.skillId} skills={skills} onChange={(skillId) => onChange(replaced(rows, row.id, { skillId }))} />
            <FieldError message={errors[`departments.${row.id}.skillId`]} />
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}

/** Each channel's needed skill (a department's or a keyword rule's comes first). */
export function ChannelSkillTable({ rows, skills, errors, onChange }: TableProps<ChannelRoutingRow>) {
  return (
    <AdminTable caption="Channels" columns={[{ label: 'Channel' }, { label: 'Needed skill' }]} rowCount={rows.length} empty={<p className="muted">No channels yet.</p>}>
      {rows.map((row) => (
        <tr key={row.id}>
          <th scope="row" data-label="Channel">
            {row.name} <span className="muted">{channelLabel(row.type)}</span>
          </th>
          <td data-label="Needed skill">
            <SkillSelect label={`Needed skill for ${row.name}`} value={row.skillId} skills={skills} onChange={(skillId) => onChange(replaced(rows, row.id, { skillId }))} />
            <FieldError message={errors[`channels.${row.id}.skillId`]} />
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}

import { Button } from 'primereact/button';
import { useState } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { AdminActions, AdminTable } from '../../../components/table/AdminTable';
import type { Skill } from '../../../domain/routing';
import { checkMemberSkills, SKILL_LEVEL_LABELS } from '../../../domain/skillRules';
import type { SkilledMember } from '../skillsApi';
import { memberSkillsSaveRequested } from '../skillsSlice';
import { capacityChoices, LEVELS, capacityLabel, levelsOf, memberSkillsOf } from '../skillsRules';
import { FieldError } from '../../../components/form/FieldError';
import { useSkillBusy, useSkillFailure } from './useSkillChange';

/** Agents down, skills across: each agent's level in each skill and the most conversations they hold at once. */
export function AgentSkillsTable({ members, skills, editable }: { members: readonly SkilledMember[]; skills: readonly Skill[]; editable: boolean }) {
  const columns = [{ label: 'Agent' }, ...skills.map((s) => ({ label: s.name })), { label: 'Most open conversations' }, ...(editable ? [{ label: 'Actions', hidden: true }] : [])];
  return (
    <section className="skills-page__section" aria-labelledby="skills-agents-title">
      <h2 id="skills-agents-title">Agents&apos; skills</h2>
      <p className="muted">
        Level 1 is some knowledge, 5 an expert. Skills-based assignment gives a conversation to an available agent with its skill, highest level first;
        nobody gets more open conversations than their most.
      </p>
      <AdminTable caption="Each agent's skills and capacity" captionHidden columns={columns} rowCount={members.length} empty={<p className="muted">No agents yet.</p>}>
        {members.map((member) => (
          <AgentRow key={`${member.userId}:${JSON.stringify(member.skills)}:${member.capacity}`} member={member} skills={skills} editable={editable} />
        ))}
      </AdminTable>
    </section>
  );
}

function AgentRow({ member, skills, editable }: { member: SkilledMember; skills: readonly Skill[]; editable: boolean }) {
  const dispatch = useAppDispatch();
  const key = `member:${member.userId}` as const;
  const busy = useSkillBusy(key);
  const server = useSkillFailure(key);
  const [levels, setLevels] = useState<Record<string, number>>(() => levelsOf(member.skills));
  const [capacity, setCapacity] = useState(member.capacity === null ? '' : String(member.capacity));
  const save = () => {
    const chosen = checkMemberSkills(memberSkillsOf(levels, skills), skills.map((s) => s.id));
    if ('value' in chosen) dispatch(memberSkillsSaveRequested({ userId: member.userId, skills: chosen.value, capacity: capacity === '' ? null : Number(capacity) }));
  };
  const problem = server.fields.capacity ?? server.fields.skills ?? server.message ?? Object.values(server.fields)[0];
  return (
    <tr>
      <th scope="row" data-label="Agent">
        {member.name}
        <FieldError message={problem} />
      </th>
      {skills.map((skill) => (
        <td key={skill.id} data-label={skill.name}>
          {editable ? (
            <select
              aria-label={`${member.name}'s level in ${skill.name}`}
              value={levels[skill.id] ?? 0}
              onChange={(event) => setLevels({ ...levels, [skill.id]: Number(event.currentTarget.value) })}
            >
              {LEVELS.map((level) => (
                <option key={level} value={level}>
                  {level === 0 ? 'None' : `${level} – ${SKILL_LEVEL_LABELS[level]}`}
                </option>
              ))}
            </select>
          ) : (
            (levels[skill.id] ?? '—')
          )}
        </td>
      ))}
      <td data-label="Most open conversations">
        {editable ? (
          <select aria-label={`Most open conversations for ${member.name}`} value={capacity} onChange={(event) => setCapacity(event.currentTarget.value)}>
            <option value="">Workspace default</option>
            {capacityChoices().map((n) => (
              <option key={n} value={String(n)}>
                {n}
              </option>
            ))}
          </select>
        ) : (
          capacityLabel(member.capacity)
        )}
      </td>
      {editable ? (
        <AdminActions>
          <Button type="button" size="small" label="Save" aria-label={`Save ${member.name}'s skills`} loading={busy} disabled={busy} onClick={save} />
        </AdminActions>
      ) : null}
    </tr>
  );
}

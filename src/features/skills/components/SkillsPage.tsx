import { Button } from 'primereact/button';
import { useEffect } from 'react';
import { useAppDispatch, usePageSelector } from '../../../app/hooks';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { selectWorkspace, type AuthState } from '../../auth/authSlice';
import { selectSkillsPage, skillsPageOpened } from '../skillsSlice';
import { AgentSkillsTable } from './AgentSkillsTable';
import { KeywordRules } from './KeywordRules';
import { SkillList } from './SkillList';
import './skillsPage.css';

type State = { auth: AuthState };

/** /settings/workspace/skill: the workspace's skills, each agent's level in them and capacity, and the keyword rules. */
export function SkillsPage() {
  useDocumentTitle('Skills');
  const dispatch = useAppDispatch();
  const editable = usePageSelector((state: State) => selectWorkspace(state)?.role === 'Administrator');
  const { status, data } = usePageSelector(selectSkillsPage);

  useEffect(() => {
    dispatch(skillsPageOpened());
  }, [dispatch]);

  return (
    <section className="page skills-page" aria-labelledby="page-title">
      <h1 id="page-title">Skills</h1>
      <p className="muted">
        Skills say what a conversation needs and who can answer it. A conversation needs the skill of its channel, its department, a keyword rule on its
        first message, or the one an Administrator picks in the conversation.
      </p>
      {editable ? null : <p className="muted">Only an Administrator of the workspace can change skills, levels and rules.</p>}
      {status === 'failed' ? (
        <div role="alert">
          <p>The skills could not be loaded.</p>
          <Button type="button" outlined label="Try again" onClick={() => dispatch(skillsPageOpened())} />
        </div>
      ) : !data ? (
        <p role="status">Loading…</p>
      ) : (
        <>
          <SkillList skills={data.skills} editable={editable} />
          <AgentSkillsTable members={data.members} skills={data.skills} editable={editable} />
          <KeywordRules rules={data.keywordRules} skills={data.skills} editable={editable} />
        </>
      )}
    </section>
  );
}

import { call, getContext, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { DataResponse } from '../../domain/inbox';
import type { HttpClient } from '../../services/http';
import { callApi } from '../errors/callApi';
import { formCall, formFailure, type FormFailure, type FormOutcome } from '../errors/formCall';
import { successShown } from '../errors/noticeSlice';
import { skillsApi } from './skillsApi';
import {
  keywordRulesSaveRequested,
  memberSkillsSaveRequested,
  selectSkillsPage,
  skillChangeFailed,
  skillChangeSucceeded,
  skillCreateRequested,
  skillRemoveRequested,
  skillsLoaded,
  skillsLoadFailed,
  skillsPageOpened,
  skillUpdateRequested,
  type SkillChangeKey,
  type SkillsData,
  type SkillsPageState,
} from './skillsSlice';

export const KEYWORD_RULES_SAVED = 'Keyword rules are saved.';

export function* skillsPageSaga() {
  yield takeLatest(skillsPageOpened.type, load);
  yield takeLeading(skillCreateRequested.type, function* ({ payload }: ReturnType<typeof skillCreateRequested>) {
    yield* change('create', (http) => skillsApi.create(http, payload), `Added ${payload.name.trim()}.`);
  });
  yield takeLeading(skillUpdateRequested.type, function* ({ payload }: ReturnType<typeof skillUpdateRequested>) {
    yield* change(`skill:${payload.id}`, (http) => skillsApi.update(http, payload.id, payload.draft), `Saved ${payload.draft.name.trim()}.`);
  });
  yield takeLeading(skillRemoveRequested.type, function* ({ payload }: ReturnType<typeof skillRemoveRequested>) {
    const { data }: SkillsPageState = yield select(selectSkillsPage);
    const name = data?.skills.find((s) => s.id === payload)?.name ?? 'The skill';
    yield* change(`remove:${payload}`, (http) => skillsApi.remove(http, payload), `Deleted ${name}.`);
  });
  yield takeLeading(memberSkillsSaveRequested.type, function* ({ payload }: ReturnType<typeof memberSkillsSaveRequested>) {
    const { data }: SkillsPageState = yield select(selectSkillsPage);
    const name = data?.members.find((m) => m.userId === payload.userId)?.name ?? 'the agent';
    yield* change(
      `member:${payload.userId}`,
      // Two calls, one per contract route; the capacity goes only when it changed.
      async (http) => {
        await skillsApi.setMemberSkills(http, payload.userId, payload.skills);
        const before = data?.members.find((m) => m.userId === payload.userId)?.capacity;
        if (before !== payload.capacity) await skillsApi.setCapacity(http, payload.userId, payload.capacity);
        return { result: 'success' as const, data: null };
      },
      `Saved ${name}'s skills and capacity.`,
    );
  });
  yield takeLeading(keywordRulesSaveRequested.type, function* ({ payload }: ReturnType<typeof keywordRulesSaveRequested>) {
    yield* change('keywords', (http) => skillsApi.saveKeywordRules(http, payload), KEYWORD_RULES_SAVED);
  });
}

async function fetchAll(http: HttpClient): Promise<SkillsData> {
  const [skills, members, keywordRules] = await Promise.all([skillsApi.skills(http), skillsApi.members(http), skillsApi.keywordRules(http)]);
  return { skills: skills.data, members: members.data, keywordRules: keywordRules.data };
}

function* load() {
  const http: HttpClient = yield getContext('http');
  const data: SkillsData | false = yield* callApi(fetchAll, http);
  yield put(data === false ? skillsLoadFailed() : skillsLoaded(data));
}

/**
 * One change: a refusal about its input (400, 409) is shown beside the control, anything else in the error
 * dialog. The page then reads everything again, since a skill's change or removal touches the agents and rules too.
 */
function* change(key: SkillChangeKey, run: (http: HttpClient) => Promise<DataResponse<unknown>>, notice: string) {
  const http: HttpClient = yield getContext('http');
  const outcome: FormOutcome<unknown> = yield call(formCall, () => run(http));
  if (!outcome.ok) {
    const failure: FormFailure | null = yield* formFailure(outcome.error, (status) => status === 400 || status === 409);
    yield put(skillChangeFailed({ key, failure }));
    return;
  }
  yield call(load);
  yield put(skillChangeSucceeded(key));
  yield put(successShown(notice));
}

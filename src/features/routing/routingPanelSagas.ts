import { call, getContext, put, takeLatest } from 'redux-saga/effects';
import type { NeededSkillAnswer, NeededSkillSource, RoutingDecision, Skill } from '../../domain/routing';
import type { HttpClient } from '../../services/http';
import { callApi } from '../errors/callApi';
import { formCall, formFailure, type FormFailure, type FormOutcome } from '../errors/formCall';
import { routingApi } from './routingApi';
import { neededSkillChosen, neededSkillFailed, neededSkillSaved, routingPanelLoaded, routingPanelLoadFailed, routingPanelOpened } from './routingPanelSlice';

export function* routingPanelSaga() {
  yield takeLatest(routingPanelOpened.type, load);
  yield takeLatest(neededSkillChosen.type, chooseSkill);
}

type Panel = { decisions: RoutingDecision[]; skills: Skill[]; neededSkill: { skillId: string | null; source: NeededSkillSource | null } };

async function fetchPanel(http: HttpClient, conversationId: string): Promise<Panel> {
  const [decisions, skills, needed] = await Promise.all([
    routingApi.decisions(http, conversationId),
    routingApi.skills(http),
    routingApi.conversationSkill(http, conversationId),
  ]);
  return { decisions: decisions.data, skills: skills.data, neededSkill: { skillId: needed.data.neededSkillId, source: needed.data.neededSkillSource } };
}

function* load({ payload: conversationId }: ReturnType<typeof routingPanelOpened>) {
  const http: HttpClient = yield getContext('http');
  const answer: Awaited<ReturnType<typeof fetchPanel>> | false = yield* callApi(fetchPanel, http, conversationId);
  yield put(answer === false ? routingPanelLoadFailed(conversationId) : routingPanelLoaded({ conversationId, ...answer }));
}

function* chooseSkill({ payload }: ReturnType<typeof neededSkillChosen>) {
  const http: HttpClient = yield getContext('http');
  const outcome: FormOutcome<NeededSkillAnswer> = yield call(formCall, () => routingApi.setConversationSkill(http, payload.conversationId, payload.skillId));
  if (outcome.ok) {
    const { neededSkillId, neededSkillSource } = outcome.value;
    yield put(neededSkillSaved({ conversationId: payload.conversationId, skillId: neededSkillId, source: neededSkillSource }));
    return;
  }
  // A refusal of the choice (400, or 403 for who may choose) is said beside the select; anything else in the error dialog.
  const failure: FormFailure | null = yield* formFailure(outcome.error, (status) => status === 400 || status === 403);
  yield put(neededSkillFailed(failure ? (Object.values(failure.fields)[0] ?? failure.message) : null));
}

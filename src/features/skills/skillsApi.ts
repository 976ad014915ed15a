import { API_BASE } from '../../domain/api';
import type { DataResponse } from '../../domain/inbox';
import type { MemberSkill, Skill } from '../../domain/routing';
import type { KeywordRule } from '../../domain/skillRules';
import type { HttpClient } from '../../services/http';

/** An agent as the skill page lists them: their skills and their own capacity (null: the workspace's default). */
export interface SkilledMember {
  userId: string;
  name: string;
  skills: MemberSkill[];
  capacity: number | null;
}

export type SkillDraft = Omit<Skill, 'id'>;

const at = (path: string) => `${API_BASE}${path}`;
const id = encodeURIComponent;

export const skillsApi = {
  skills: (http: HttpClient) => http.get<DataResponse<Skill[]>>(at('/skills')),
  members: (http: HttpClient) => http.get<DataResponse<SkilledMember[]>>(at('/skills/members')),
  keywordRules: (http: HttpClient) => http.get<DataResponse<KeywordRule[]>>(at('/skills/keyword-rules')),
  create: (http: HttpClient, draft: SkillDraft) => http.post<DataResponse<Skill>>(at('/skills'), draft),
  update: (http: HttpClient, skillId: string, draft: SkillDraft) => http.put<DataResponse<Skill>>(at(`/skills/${id(skillId)}`), draft),
  remove: (http: HttpClient, skillId: string) => {
    if (!http.delete) throw new Error('This http client cannot delete');
    return http.delete<DataResponse<unknown>>(at(`/skills/${id(skillId)}`));
  },
  setMemberSkills: (http: HttpClient, userId: string, skills: MemberSkill[]) =>
    http.put<DataResponse<{ skills: MemberSkill[] }>>(at(`/skills/members/${id(userId)}`), { skills }),
  setCapacity: (http: HttpClient, userId: string, capacity: number | null) =>
    http.put<DataResponse<unknown>>(at(`/routing/members/${id(userId)}/capacity`), { capacity }),
  saveKeywordRules: (http: HttpClient, rules: KeywordRule[]) => http.put<DataResponse<KeywordRule[]>>(at('/skills/keyword-rules'), rules),
};

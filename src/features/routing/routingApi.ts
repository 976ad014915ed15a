import { API_BASE } from '../../domain/api';
import type { DepartmentSettings } from '../../domain/departmentRules';
import type { DataResponse } from '../../domain/inbox';
import type { AssignmentMode, NeededSkillAnswer, RoutingDecision, RoutingSettings, Skill } from '../../domain/routing';
import type { HttpClient } from '../../services/http';

const at = (path: string) => `${API_BASE}${path}`;
const id = encodeURIComponent;

export interface DepartmentRouting {
  assignmentMode: AssignmentMode;
  skillId: string | null;
}

export const routingApi = {
  settings: (http: HttpClient) => http.get<DataResponse<RoutingSettings>>(at('/routing/settings')),
  saveSettings: (http: HttpClient, settings: RoutingSettings) => http.put<DataResponse<RoutingSettings>>(at('/routing/settings'), settings),
  departments: (http: HttpClient) => http.get<DataResponse<DepartmentSettings>>(at('/departments/settings')),
  skills: (http: HttpClient) => http.get<DataResponse<Skill[]>>(at('/skills')),
  setDepartment: (http: HttpClient, departmentId: string, routing: DepartmentRouting) =>
    http.put<DataResponse<unknown>>(at(`/routing/departments/${id(departmentId)}`), routing),
  setChannel: (http: HttpClient, channelId: string, skillId: string | null) => http.put<DataResponse<unknown>>(at(`/routing/channels/${id(channelId)}`), { skillId }),
  decisions: (http: HttpClient, conversationId: string) => http.get<DataResponse<RoutingDecision[]>>(at(`/routing/conversations/${id(conversationId)}/decisions`)),
  conversationSkill: (http: HttpClient, conversationId: string) => http.get<DataResponse<NeededSkillAnswer>>(at(`/routing/conversations/${id(conversationId)}/skill`)),
  setConversationSkill: (http: HttpClient, conversationId: string, skillId: string | null) =>
    http.put<DataResponse<NeededSkillAnswer>>(at(`/routing/conversations/${id(conversationId)}/skill`), { skillId }),
};

import type TestAgent from 'supertest/lib/agent';
import type { SlaPolicy } from '../../../../src/domain/sla';
import { xhr } from '../../testing/harness';

/** A policy as the api takes it, for the SLA tests: medium priority, 24/7, a first response in an hour. */
export const policyBody = (over: Partial<Omit<SlaPolicy, 'id'>> = {}): Omit<SlaPolicy, 'id'> => ({
  name: 'Medium 24/7',
  priority: 'medium',
  channelType: null,
  departmentId: null,
  firstResponseMinutes: 60,
  nextResponseMinutes: null,
  resolutionMinutes: null,
  businessHours: false,
  calendarId: null,
  ...over,
});

/** Creates it through the api as `admin`; answers its id. */
export async function postPolicy(admin: TestAgent, over: Partial<Omit<SlaPolicy, 'id'>> = {}): Promise<string> {
  const res = await xhr(admin, 'post', '/v2/api/sla/policies', policyBody(over));
  if (res.status !== 200) throw new Error(`policy not created: ${JSON.stringify(res.body)}`);
  return res.body.data.id as string;
}

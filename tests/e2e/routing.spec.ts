// Routing against the real stack: an Administrator turns round-robin on in the Assignment section of
// ticket management; of three agents with live consoles one goes aux with a reason through the profile
// menu; three customers' webhook messages then go to the two available agents in turn, never to the one
// in aux, each lands in its agent's list, and the conversation's Routing panel says why.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { colleague, createChannel, customerWrites, row, signIn, XHR } from './support/chat';
import { personWithWorkspace } from './support/people';

test.use({ viewport: { width: 1280, height: 800 }, permissions: ['notifications'] });

const myId = async (request: APIRequestContext) => ((await (await request.get('/v2/api/auth')).json()) as { user: { id: string } }).user.id;

const assigneeOf = async (request: APIRequestContext, conversationId: string) => {
  const res = await request.get(`/v2/api/conversations/${conversationId}`);
  return ((await res.json()) as { data: { conversation: { assigneeId: string | null } } }).data.conversation.assigneeId;
};

async function goAux(page: Page, name: string, reason: string) {
  await page.getByRole('button', { name: `Profile menu of ${name}` }).click();
  const menu = page.getByRole('dialog', { name: 'Profile' });
  await menu.getByRole('group', { name: 'Status' }).getByRole('button', { name: 'Aux' }).click();
  await menu.getByRole('group', { name: 'Why are you going aux?' }).getByRole('button', { name: reason }).click();
  await expect(menu.getByTestId('profile-status')).toHaveText(`Aux — ${reason}`);
  await expect(menu.getByRole('group', { name: 'Status' }).getByRole('button', { name: 'Aux' })).toBeDisabled();
  await page.keyboard.press('Escape');
}

test('with round-robin on, three conversations go to the two available agents in turn and skip the one in aux', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const person = await personWithWorkspace('routing');
  await signIn(page, person);
  const hook = await createChannel(page.request, 'WEBHOOK', 'Shop', { url: 'http://127.0.0.1:9/' });
  // The Administrator only watches: in a meeting, so never chosen.
  const meeting = await page.request.put('/v2/api/profile/change-status', { data: { status: 'aux', reason: 'Meeting' }, headers: XHR });
  expect(meeting.status(), await meeting.text()).toBe(200);

  // Three agents with live consoles (the router picks online agents only), signed in at once.
  const agents: Awaited<ReturnType<typeof colleague>>[] = [];
  try {
    const made = await test.step('three agents sign in', () => Promise.allSettled([0, 1, 2].map(() => colleague(browser, person, 'Agent'))));
    for (const result of made) if (result.status === 'fulfilled') agents.push(result.value);
    for (const result of made) if (result.status === 'rejected') throw result.reason;
    const [ana, bo, cy] = agents as [(typeof agents)[0], (typeof agents)[0], (typeof agents)[0]];
    const ids = { ana: await myId(ana.page.request), bo: await myId(bo.page.request), cy: await myId(cy.page.request) };

    await test.step('the Administrator turns round-robin on for conversations without a department', async () => {
      await page.goto('/v2/settings/workspace/ticket-management');
      const section = page.getByRole('region', { name: 'Assignment' });
      await section.getByLabel('Conversations without a department').selectOption('round-robin');
      await section.getByRole('button', { name: 'Save assignment settings' }).click();
      await expect(page.getByText('Assignment settings are saved.')).toBeVisible();
    });

    await test.step('Cy goes aux for lunch through the profile menu', async () => {
      await goAux(cy.page, cy.name, 'Lunch');
    });

    const customers = ['Rosa Diaz', 'Omar Haddad', 'Lena Kim'];
    const conversations: string[] = [];
    const assignees: string[] = [];
    for (const [i, name] of customers.entries()) await test.step(`${name} writes`, async () => {
      const id = await customerWrites(page.request, hook, { id: `rr-${i}`, from: { id: `cust-${i}`, name }, text: `Hello, question ${i + 1}` });
      conversations.push(id);
      await expect.poll(() => assigneeOf(page.request, id), { message: `${name}'s conversation is assigned` }).not.toBeNull();
      assignees.push((await assigneeOf(page.request, id))!);
    });

    await test.step('in turn: the first and third to one available agent, the second to the other, none to Cy', () => {
      expect(assignees[0]).not.toBe(assignees[1]);
      expect(assignees[2]).toBe(assignees[0]);
      expect([...new Set(assignees)].sort()).toEqual([ids.ana, ids.bo].sort());
      expect(assignees).not.toContain(ids.cy);
    });

    await test.step("each conversation is in its agent's list ('Mine'), none in Cy's", async () => {
      for (const agent of [ana, bo, cy]) await agent.page.getByRole('group', { name: 'Assigned to' }).getByRole('button', { name: 'Mine' }).click();
      const pageOf = (userId: string) => (userId === ids.ana ? ana.page : bo.page);
      for (const [i, name] of customers.entries()) await expect(row(pageOf(assignees[i]!), name)).toBeVisible();
      await expect(cy.page.getByText('0 conversations')).toBeVisible();
    });

    await test.step("the Routing panel of the first conversation says who was chosen and why", async () => {
      const first = assignees[0] === ids.ana ? ana : bo;
      await page.goto(`/v2/app/chat?conversation=${conversations[0]}`);
      const panel = page.getByRole('group', { name: 'Routing' });
      await panel.getByText('Routing', { exact: true }).click();
      const decisions = panel.getByRole('list', { name: 'Routing decisions' });
      await expect(decisions.getByRole('listitem')).toHaveCount(1);
      await expect(decisions).toContainText(`Assigned to ${first.name}`);
      await expect(decisions).toContainText(`Chosen by round-robin: longest without a new conversation (${first.name})`);
    });
  } finally {
    for (const agent of agents) await agent.context.close();
  }
});

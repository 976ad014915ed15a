import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AdminActions, AdminTable } from './AdminTable';

afterEach(cleanup);

const columns = [{ label: 'Name' }, { label: 'Role' }, { label: 'Actions', hidden: true }];

describe('AdminTable', () => {
  it('names the table by its caption, heads each column (the buttons’ one for screen readers only) and holds the rows', () => {
    render(
      <AdminTable caption="2 members" columns={columns} rowCount={1} className="members">
        <tr>
          <th scope="row" data-label="Name">
            Ana
          </th>
          <td data-label="Role">Agent</td>
          <AdminActions>
            <button type="button">Remove</button>
          </AdminActions>
        </tr>
      </AdminTable>,
    );
    const table = screen.getByRole('table', { name: '2 members' });
    expect(table.className).toBe('admin-table members');
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Name', 'Role', 'Actions']);
    expect(within(table).getByText('Actions').className).toBe('visually-hidden');
    expect(within(table).getByRole('rowheader').textContent).toBe('Ana');
    const actions = within(table).getByRole('button', { name: 'Remove' }).closest('td');
    expect(actions?.className).toBe('admin-table__actions');
  });

  it('shows the empty state instead of a table without rows, and a table without one when none is given', () => {
    const { rerender } = render(
      <AdminTable caption="Departments" columns={columns} rowCount={0} empty={<p>No departments yet.</p>}>
        {null}
      </AdminTable>,
    );
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('No departments yet.')).toBeTruthy();
    rerender(
      <AdminTable caption="Members" captionHidden columns={columns} rowCount={0}>
        {null}
      </AdminTable>,
    );
    expect(screen.getByRole('table', { name: 'Members' }).querySelector('caption')?.className).toBe('visually-hidden');
  });
});

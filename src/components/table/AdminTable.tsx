import type { ReactNode } from 'react';
import './adminTable.css';

export interface AdminColumn {
  label: string;
  /** named for screen readers only (the buttons' column) */
  hidden?: boolean;
}

interface Props {
  caption: ReactNode;
  /** the caption for screen readers only, when the heading above already says it */
  captionHidden?: boolean;
  columns: readonly AdminColumn[];
  rowCount: number;
  /** shown instead of the table when there is no row; without it the table shows with no row */
  empty?: ReactNode;
  /** the page's own class, for what only its table needs */
  className?: string;
  /** the rows: a `<th scope="row">` first, each cell with `data-label` (its column's name on a phone card) */
  children: ReactNode;
}

/**
 * The administration pages' list (members, invitations, departments, canned replies, access lists): a
 * caption, column headers, one row per item with its buttons last, and on a narrow screen each row a card
 * of labelled lines instead of a table too wide to read.
 */
export function AdminTable({ caption, captionHidden = false, columns, rowCount, empty, className, children }: Props) {
  if (rowCount === 0 && empty !== undefined) return <>{empty}</>;
  return (
    <table className={className ? `admin-table ${className}` : 'admin-table'}>
      <caption className={captionHidden ? 'visually-hidden' : undefined}>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th scope="col" key={column.label}>
              {column.hidden ? <span className="visually-hidden">{column.label}</span> : column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

/** A row's buttons: the last cell, laid out to wrap rather than widen the page. */
export function AdminActions({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <td className={className ? `admin-table__actions ${className}` : 'admin-table__actions'}>
      <div className="admin-table__buttons">{children}</div>
    </td>
  );
}

import { When } from '../../../components/time/When';
import type { Contact } from '../../../domain/inbox';
import { CONTACT_FACTS, contactFact, differingFacts, type ContactFact } from '../contactViewRules';
import './contactFacts.css';

function FactValue({ contact, fact }: { contact: Contact; fact: ContactFact }) {
  const value = contactFact(contact, fact);
  if (fact === 'Last wrote') return value ? <When at={value} /> : <span className="muted">Never</span>;
  return value ? <span>{value}</span> : <span className="muted">None</span>;
}

/** One line of what tells this contact apart from another of the same name (the merge candidates). */
export function ContactFactsLine({ contact }: { contact: Contact }) {
  return (
    <span className="contact-facts">
      {CONTACT_FACTS.map((fact) => (
        <span key={fact} className="contact-facts__item">
          <span className="contact-facts__label">{fact}:</span> <FactValue contact={contact} fact={fact} />
        </span>
      ))}
    </span>
  );
}

/** The two contacts side by side before a merge, what differs marked, so the right one is kept. */
export function ContactFactsTable({ kept, merged }: { kept: Contact; merged: Contact }) {
  const differ = differingFacts(kept, merged);
  return (
    <table className="contact-facts-table">
      <caption>What tells them apart</caption>
      <thead>
        <tr>
          <td />
          <th scope="col">Kept: {kept.name}</th>
          <th scope="col">Merged: {merged.name}</th>
        </tr>
      </thead>
      <tbody>
        {CONTACT_FACTS.map((fact) => (
          <tr key={fact} className={differ.includes(fact) ? 'contact-facts-table__differs' : undefined}>
            <th scope="row">{fact}</th>
            <td>
              <FactValue contact={kept} fact={fact} />
            </td>
            <td>
              <FactValue contact={merged} fact={fact} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

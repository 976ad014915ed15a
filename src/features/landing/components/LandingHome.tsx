import { Link } from 'wouter';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { CHANNEL_LOGOS, logoPath } from '../../../domain/channels';

const CAPABILITIES = [
  { title: 'Chat', text: 'Answer web chat, messaging apps and social messages from one queue, in real time.' },
  { title: 'Tickets', text: 'Turn requests into tickets with priority, status and an owner, and follow them to solved.' },
  { title: 'Contacts', text: 'See who you are talking to and every conversation you had with them, on any channel.' },
  { title: 'Reports', text: 'Know your volumes, response times and how each agent is doing.' },
  { title: 'Channel integrations', text: 'Connect e-mail, social media, marketplaces, phone, app-store reviews and business listings.' },
];

const AUDIENCES = [
  { title: 'Support teams', text: 'One shared inbox instead of a tab per channel, with nothing answered twice.' },
  { title: 'Agents', text: 'Every customer message in one place, with desktop notifications when something new arrives.' },
  { title: 'Administrators', text: 'Members, roles and access, working hours, SLAs, channels and billing in one workspace.' },
];

export function LandingHome() {
  useDocumentTitle('Omnichannel Inbox');
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <h1 id="hero-title">Every customer conversation in one inbox</h1>
        <p className="lead">
          Omnichannel Inbox is a customer-service inbox for chat, tickets, contacts and reports, across all the channels
          your customers already use.
        </p>
        <p className="hero__actions">
          <a className="btn btn--primary btn--large" href="/v2/app/chat">
            Log in
          </a>
          <Link className="btn btn--large" href="/pricing">
            See pricing
          </Link>
          <Link className="btn btn--large btn--text" href="/contact-us">
            Contact us
          </Link>
        </p>
      </section>

      <CardSection id="what-title" title="What it does" items={CAPABILITIES} />
      <CardSection id="who-title" title="Who it is for" items={AUDIENCES} />

      <section className="section" aria-labelledby="channels-title">
        <h2 id="channels-title">The channels it serves</h2>
        <ul className="channel-logos">
          {CHANNEL_LOGOS.map((channel) => (
            <li key={channel.logo}>
              <img src={logoPath(channel.logo)} alt="" width="48" height="48" />
              <span>{channel.label}</span>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

function CardSection({ id, title, items }: { id: string; title: string; items: readonly { title: string; text: string }[] }) {
  return (
    <section className="section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul className="cards">
        {items.map((item) => (
          <li key={item.title} className="card">
            <h3>{item.title}</h3>
            <p>{item.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

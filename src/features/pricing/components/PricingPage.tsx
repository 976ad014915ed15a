import { useEffect } from 'react';
import { Link } from 'wouter';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import type { PricingAddon, PricingPackage } from '../../../domain/api';
import { addonPrice, formatLimit, formatPrice } from '../pricingRules';
import { pricingRequested, selectPricing } from '../pricingSlice';
import { useLandingDispatch, useLandingSelector } from '../../../app/hooks';

export function PricingPage() {
  useDocumentTitle('Pricing');
  const dispatch = useLandingDispatch();
  const { status, packages, addons, error } = useLandingSelector(selectPricing);

  useEffect(() => {
    if (status === 'idle') dispatch(pricingRequested());
  }, [status, dispatch]);

  return (
    <section className="section" aria-labelledby="pricing-title">
      <h1 id="pricing-title">Pricing</h1>
      <p className="lead">Start free. Move to Lite when your team grows, and add capacity only where you need it.</p>
      {status === 'failed' ? (
        <div className="notice notice--error" role="alert">
          <p>{error}</p>
          <button type="button" className="btn" onClick={() => dispatch(pricingRequested())}>
            Try again
          </button>
        </div>
      ) : status !== 'succeeded' ? (
        <p role="status" className="muted">
          <span className="spinner" aria-hidden="true" /> Loading prices…
        </p>
      ) : (
        <>
          <h2 className="visually-hidden">Packages</h2>
          <ul className="plans">
            {packages.map((pkg) => (
              <PackageCard key={pkg.name} pkg={pkg} />
            ))}
          </ul>
          <h2>Add-ons</h2>
          <AddonTable addons={addons} />
          <p>
            Questions about a plan? <Link href="/contact-us">Contact us</Link>.
          </p>
        </>
      )}
    </section>
  );
}

function PackageCard({ pkg }: { pkg: PricingPackage }) {
  const titleId = `plan-${pkg.name}`;
  return (
    <li className="plan" aria-labelledby={titleId} data-testid={`package-${pkg.name}`}>
      <h3 id={titleId}>{pkg.title}</h3>
      <p className="plan__price">
        {formatPrice(pkg.priceMonthly, pkg.currency)}
        {pkg.priceMonthly > 0 ? <span className="plan__period"> / month</span> : null}
      </p>
      <dl className="plan__limits">
        <div>
          <dt>Agents</dt>
          <dd>{formatLimit(pkg.limits.agents)}</dd>
        </div>
        <div>
          <dt>Monthly active users</dt>
          <dd>{formatLimit(pkg.limits.mau)}</dd>
        </div>
        <div>
          <dt>Conversations</dt>
          <dd>{formatLimit(pkg.limits.conversations)}</dd>
        </div>
      </dl>
      {pkg.features.length > 0 ? (
        <ul className="plan__features">
          {pkg.features.map((feature) => (
            <li key={feature.id}>{feature.name}</li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

function AddonTable({ addons }: { addons: PricingAddon[] }) {
  return (
    <div className="table-scroll">
      <table className="addons">
        <thead>
          <tr>
            <th scope="col">Add-on</th>
            <th scope="col">Price</th>
          </tr>
        </thead>
        <tbody>
          {addons.map((addon) => (
            <tr key={addon.name} data-testid={`addon-${addon.name}`}>
              <th scope="row">{addon.title}</th>
              <td>{addonPrice(addon)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

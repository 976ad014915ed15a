import { Router } from 'express';
import type { PricingResponse } from '../../../../src/domain/api';
import { contactRules, trimmed, validateRecord } from '../../../../src/domain/validation';
import type { ApiDeps } from '../../deps';
import { badRequest, tooManyRequests } from '../../http/errors';
import { hitLimit, secondsUntil } from '../../http/rateLimit';
import { asObject } from '../../http/validate';
import { priceList, saveContactRequest } from './repository';

export const CONTACT_LIMIT = { perHour: 5, windowMs: 3600_000 };
export const CONTACT_THANKS = 'Thank you, we received your message and will answer within one business day.';

/** The landing pages' calls: the price list and the contact form. No session needed. */
export function publicRoutes(deps: ApiDeps): Router {
  const router = Router();

  router.get('/public/pricing', async (_req, res) => {
    const { packages: pkgs, addons: extras } = await priceList(deps.db);
    const body: PricingResponse = {
      result: 'success',
      data: {
        packages: pkgs.map((p) => ({ name: p.name, title: p.title, priceMonthly: p.priceMonthly, currency: p.currency, limits: p.limits, features: p.features })),
        addons: extras.map((a) => ({ name: a.name as 'agent' | 'mau' | 'conversation', title: a.title, unit: a.unit, price: a.price, currency: a.currency })),
      },
    };
    res.set('Cache-Control', 'public, max-age=300').json(body);
  });

  router.post('/public/contact', async (req, res) => {
    const raw = asObject(req.body);
    const errors = validateRecord(raw, contactRules);
    if (Object.keys(errors).length > 0) throw badRequest('Please correct the highlighted fields.', errors);
    const now = deps.now();
    const ip = req.ip ?? 'unknown';
    const hit = await hitLimit(deps.db, `contact:ip:${ip}`, CONTACT_LIMIT.windowMs, now);
    if (hit.count > CONTACT_LIMIT.perHour) {
      throw tooManyRequests(secondsUntil(hit.resetAt, now), 'You have sent several messages already. Please try again later.');
    }
    const request = {
      name: trimmed(raw.name),
      email: trimmed(raw.email),
      company: trimmed(raw.company),
      message: trimmed(raw.message),
      ip,
    };
    await saveContactRequest(deps.db, request);
    await deps.mailer.send({
      to: deps.config.salesEmail,
      subject: `Contact request from ${request.name}${request.company ? ` (${request.company})` : ''}`,
      text: `Name: ${request.name}\nE-mail: ${request.email}\nCompany: ${request.company || '-'}\n\n${request.message}\n`,
    });
    res.json({ result: 'success', message: CONTACT_THANKS });
  });

  return router;
}

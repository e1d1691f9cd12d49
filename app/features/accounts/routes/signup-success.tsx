import { MailCheck } from "lucide-react";
import type { Route } from "./+types/signup-success";
import { ButtonLink } from "~/ui/button";
import { Container } from "~/ui/container";
import * as facts from "../../../../content/facts.json";

export const meta: Route.MetaFunction = () => [
  { title: "Welcome, Champion · RID-CRC" },
  { name: "robots", content: "noindex" },
];

export default function SignUpSuccess() {
  return (
    <Container className="max-w-3xl py-16 text-center">
      <MailCheck aria-hidden className="mx-auto size-14 text-brand-600" />
      <h1 className="mt-4 text-3xl font-bold text-brand-900 sm:text-4xl">Thank you for joining as a Champion!</h1>
      <p className="mt-4 text-lg text-muted">Check your email for verification and next steps</p>
      <dl className="mx-auto mt-10 grid max-w-xl gap-4 sm:grid-cols-2">
        <div className="rounded-2xl bg-brand-50 p-6">
          <dt className="text-sm text-brand-900">Singaporeans who will develop colorectal cancer</dt>
          <dd className="order-first text-4xl font-extrabold text-brand-800">{facts.lifetimeRiskText}</dd>
        </div>
        <div className="rounded-2xl bg-brand-50 p-6">
          <dt className="text-sm text-brand-900">{facts.fiveYearSurvivalMeasures}</dt>
          <dd className="order-first text-4xl font-extrabold text-brand-800">{facts.fiveYearSurvivalPercent}%</dd>
        </div>
      </dl>
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        <ButtonLink to="/">Return to Home</ButtonLink>
        <ButtonLink to="/join-the-movement" variant="secondary">
          Learn More
        </ButtonLink>
      </div>
    </Container>
  );
}

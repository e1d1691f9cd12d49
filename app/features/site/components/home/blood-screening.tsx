import { ButtonLink } from "~/ui/button";
import { Container } from "~/ui/container";
import { SectionHeading } from "./section-heading";

const options = [
  {
    title: "FIT stool test",
    text: "A simple kit you use at home. It checks a small stool sample for traces of blood you cannot see. FIT is one of the tests Singapore's screening guidelines recommend.",
  },
  {
    title: "Blood-based test",
    text: "A blood sample taken at a GP or specialist clinic. It is an option for people who would not otherwise do a stool test or a colonoscopy.",
  },
  {
    title: "Colonoscopy",
    text: "The gold standard. A specialist examines the whole bowel and can remove polyps on the spot.",
  },
];

const steps = [
  "Talk to a GP or a specialist about your risk and which test suits you.",
  "Take your test. Your doctor explains the result to you.",
  "If the result is positive, the next step is a colonoscopy to find out why.",
];

export function BloodScreening() {
  return (
    <section aria-labelledby="home-blood-title" className="bg-brand-800 py-16 text-white sm:py-20">
      <Container>
        <SectionHeading
          id="home-blood-title"
          tone="dark"
          eyebrow="Blood-based screening"
          title="Not ready for a colonoscopy? Start with a simple test."
        >
          <p>
            Screening does not have to begin with a scope. Through your GP or a specialist, you can start with a stool
            test or, if you would rather not do one, a blood test. The best test is the one you actually take.
          </p>
        </SectionHeading>

        <ul className="mt-10 grid gap-5 md:grid-cols-3 *:rounded-2xl *:bg-brand-900 *:p-6">
          {options.map(({ title, text }) => (
            <li key={title}>
              <h3 className="text-xl font-bold">{title}</h3>
              <p className="mt-2 text-brand-50">{text}</p>
            </li>
          ))}
        </ul>

        <div className="mt-10 grid gap-8 lg:grid-cols-2">
          <div>
            <h3 className="text-xl font-bold">What happens next</h3>
            <ol className="mt-4 space-y-3">
              {steps.map((step, i) => (
                <li key={step} className="flex gap-3">
                  <span
                    aria-hidden
                    className="grid size-7 shrink-0 place-items-center rounded-full bg-white text-sm font-bold text-brand-800"
                  >
                    {i + 1}
                  </span>
                  <span className="text-brand-50">{step}</span>
                </li>
              ))}
            </ol>
          </div>
          <div className="rounded-2xl border border-brand-600 p-6">
            <h3 className="text-xl font-bold">A blood test does not replace colonoscopy</h3>
            <p className="mt-3 text-brand-50">
              It is better at finding cancer than at finding polyps, the early growths a colonoscopy can remove. A
              negative result does not rule everything out, and a positive result always needs a colonoscopy.
            </p>
            <ButtonLink to="/get-screened" size="lg" variant="inverse" className="mt-6">
              Get Screened Now
            </ButtonLink>
          </div>
        </div>
      </Container>
    </section>
  );
}

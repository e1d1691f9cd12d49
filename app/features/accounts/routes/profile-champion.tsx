import { FormSection } from "~/ui/form-section";
import type { Route } from "./+types/profile-champion";
import { TextAreaField, TextField } from "~/ui/field";
import { createT } from "~/lib/i18n/translate";
import { ContactDetails, ProfileFormPage, profileMeta } from "../components/profile-form-parts";
import { profileAction, profileLoader } from "../profile/profile-route.server";
import { loadChampionProfile, saveChampionProfile } from "../profile/profile.server";
import { todayInSingapore } from "~/lib/text/singapore-date";
import { championProfileSchema } from "../profile/profile.schema";
import { successMessageMs } from "../profile/profile-options";

export const meta: Route.MetaFunction = ({ data }) => profileMeta(data?.title ?? "RID-CRC");

export function loader({ request }: Route.LoaderArgs) {
  return profileLoader(request, "champion", loadChampionProfile);
}

export function action({ request, context }: Route.ActionArgs) {
  return profileAction(request, "champion", championProfileSchema, saveChampionProfile, context);
}

export default function ChampionProfile({ loaderData, actionData }: Route.ComponentProps) {
  const t = createT(loaderData.lang, loaderData.messages);
  return (
    <ProfileFormPage
      intro={t("champion.intro")}
      loaderData={loaderData}
      actionData={actionData}
      hideAfterMs={successMessageMs.champion}
      sections={(fields, email) => (
        <FormSection title={t("champion.personal")}>
          <ContactDetails t={t} name={fields.fullName} email={email} phone={fields.phoneNumber} />
          <TextField
            meta={fields.dateOfBirth}
            label={t("champion.dateOfBirth")}
            type="date"
            autoComplete="bday"
            max={todayInSingapore()}
          />
          <TextAreaField meta={fields.address} label={t("champion.address")} rows={3} />
        </FormSection>
      )}
    />
  );
}

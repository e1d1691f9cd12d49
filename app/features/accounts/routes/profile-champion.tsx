import { FormSection } from "~/ui/form-section";
import type { Route } from "./+types/profile-champion";
import { TextAreaField, TextField } from "~/ui/field";
import { ContactDetails, ProfileFormPage, profileMeta } from "../components/profile-form-parts";
import { profileAction, profileLoader } from "../profile/profile-route.server";
import { loadChampionProfile, saveChampionProfile } from "../profile/profile.server";
import { todayInSingapore } from "~/lib/text/singapore-date";
import { championProfileSchema } from "../profile/profile.schema";
import { profileMessages, successMessageMs } from "../profile/profile-options";

const title = "Champion Profile Settings";

export const meta: Route.MetaFunction = () => profileMeta(title);

export function loader({ request }: Route.LoaderArgs) {
  return profileLoader(request, "champion", loadChampionProfile);
}

export function action({ request, context }: Route.ActionArgs) {
  return profileAction(request, "champion", championProfileSchema, saveChampionProfile, context);
}

export default function ChampionProfile({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ProfileFormPage
      title={title}
      intro="Keep your details up to date so we can reach you about screening and the movement."
      loaderData={loaderData}
      actionData={actionData}
      savedMessage={profileMessages.updated}
      hideAfterMs={successMessageMs.champion}
      sections={(fields, email) => (
        <FormSection title="Personal details">
          <ContactDetails name={fields.fullName} email={email} phone={fields.phoneNumber} />
          <TextField
            meta={fields.dateOfBirth}
            label="Date of birth"
            type="date"
            autoComplete="bday"
            max={todayInSingapore()}
          />
          <TextAreaField meta={fields.address} label="Address" rows={3} />
        </FormSection>
      )}
    />
  );
}

import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "react-router";
import type { Route } from "./+types/profile-champion";
import { TextAreaField, TextField } from "~/ui/field";
import { ProfileLayout, ProfileSection, ReadOnlyEmail, SaveBar } from "../components/profile-form-parts";
import { profileAction, profileLoader, type ProfileActionData } from "../profile-route.server";
import { loadChampionProfile, saveChampionProfile, type ChampionProfileValues } from "../profile.server";
import { todayInSingapore } from "~/lib/singapore-date";
import { championProfileSchema, profileMessages, successMessageMs } from "../profile.schema";

export const meta: Route.MetaFunction = () => [
  { title: "Champion Profile Settings · RID-CRC" },
  { name: "robots", content: "noindex" },
];

export function loader({ request }: Route.LoaderArgs) {
  return profileLoader(request, "champion", loadChampionProfile);
}

export function action({ request }: Route.ActionArgs) {
  return profileAction(request, "champion", championProfileSchema, saveChampionProfile);
}

function ChampionProfileForm({
  email,
  values,
  actionData,
}: {
  email: string;
  values: ChampionProfileValues;
  actionData?: ProfileActionData;
}) {
  const [form, fields] = useForm({
    lastResult: actionData?.result,
    defaultValue: values,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: championProfileSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-8">
      <ProfileSection title="Personal details">
        <TextField meta={fields.fullName} label="Full name" autoComplete="name" />
        <ReadOnlyEmail email={email} />
        <TextField meta={fields.phoneNumber} label="Phone number" type="tel" autoComplete="tel" />
        <TextField
          meta={fields.dateOfBirth}
          label="Date of birth"
          type="date"
          autoComplete="bday"
          max={todayInSingapore()}
        />
        <TextAreaField meta={fields.address} label="Address" rows={3} />
      </ProfileSection>
      <SaveBar
        busy={busy}
        formError={form.errors?.[0]}
        savedAt={actionData?.savedAt}
        savedMessage={profileMessages.updated}
        hideAfterMs={successMessageMs.champion}
      />
    </Form>
  );
}

export default function ChampionProfile({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ProfileLayout
      title="Champion Profile Settings"
      intro="Keep your details up to date so we can reach you about screening and the movement."
      twoFactorEnabled={loaderData.twoFactorEnabled}
      profile={loaderData.profile}
      form={(email, values) => <ChampionProfileForm email={email} values={values} actionData={actionData} />}
    />
  );
}

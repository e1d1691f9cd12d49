// Public server entry of the privacy feature (issue 29): the export of one person's data, the
// daily retention job and what the console's System page shows of it.
export { collectPersonalData, type PersonalExport } from "./export/collect.server";
export { retentionStatus, runRetention, startRetentionJob, type RetentionStatus } from "./retention/retention.server";
// Deleting an account (issue 29): the request, its cancellation by signing in, the job, the console.
export { deletionOverview, fileDeletionFor, runDeletions, startDeletionJob } from "./deletion/deletion.server";
import { onEmailChange, onSignIn } from "~/features/accounts/index.server";
import { cancelOnSignIn } from "./deletion/deletion.server";
import { moveByEmail } from "./email-change.server";
onSignIn(cancelOnSignIn);
// A new sign-in address takes the person's rows found by address with it (issue 29).
onEmailChange(moveByEmail);

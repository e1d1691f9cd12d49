import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import { requireAdmin } from "~/features/accounts/index.server";
import { withFlash } from "~/lib/forms/flash.server";
import { notFound } from "~/lib/http/not-found";
import { advisorFormSchema, advisorStatusSchema } from "./advisor.schema";
import {
  advisorById,
  consoleAdvisors,
  createAdvisor,
  publishedAdvisors,
  setAdvisorStatus,
  updateAdvisor,
} from "./advisors.server";
import { photoUrl, preparePhoto, storePhoto } from "./photos.server";

/**
 * The loaders and actions of /about/advisors and the console's advisor pages (issue 26), so the
 * route modules stay thin: guard, parse, call one write, answer.
 */

const withPhoto = <T extends { photoFile: string | null }>({ photoFile, ...rest }: T) => ({
  ...rest,
  photo: photoFile ? photoUrl(photoFile) : null,
});

/** The public board: published advisors only; an empty list is "the board is being formed". */
export async function boardPage() {
  return (await publishedAdvisors()).map(withPhoto);
}

export async function advisorsListPage(request: Request) {
  await requireAdmin(request);
  return { advisors: (await consoleAdvisors()).map(withPhoto) };
}

export type AdvisorStatusData = { ok: boolean; message: string; id?: string };

/** Publish, unpublish, delete from the list: a forged or stale id is a message, never a 500. */
export async function advisorsListAction(request: Request) {
  const admin = await requireAdmin(request);
  const submission = parseWithZod(await request.formData(), { schema: advisorStatusSchema });
  if (submission.status !== "success") {
    const errors = submission.error ?? {};
    const message = errors.id?.[0] ?? errors.intent?.[0] ?? "";
    return data<AdvisorStatusData>({ ok: false, message }, { status: 400 });
  }
  const outcome = await setAdvisorStatus(request, admin, submission.value);
  if (outcome.ok)
    return redirect("/admin/content/advisors", { headers: withFlash({ kind: "success", message: outcome.message }) });
  return data<AdvisorStatusData>(
    { ok: false, message: outcome.message, id: submission.value.id },
    { status: outcome.status },
  );
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function advisorRef(request: Request, params: { id?: string }): string {
  if (!params.id || !uuid.test(params.id)) throw notFound(request);
  return params.id;
}

/** The edit form's data: the advisor's values and their current photo. */
export async function advisorEditPage(request: Request, params: { id?: string }) {
  await requireAdmin(request);
  const advisor = await advisorById(advisorRef(request, params));
  if (!advisor) throw notFound(request);
  return {
    advisor: {
      id: advisor.id,
      name: advisor.name,
      credentials: advisor.credentials,
      role: advisor.role,
      bio: advisor.bio,
      sortOrder: String(advisor.sortOrder),
      published: advisor.published,
      photo: advisor.photoFile ? photoUrl(advisor.photoFile) : null,
    },
  };
}

export async function advisorNewPage(request: Request) {
  await requireAdmin(request);
  return null;
}

/** The photo the form carries, if any: a file input left empty sends a nameless, empty file. */
function uploadOf(form: FormData): File | null {
  const value = form.get("photo");
  return value instanceof File && (value.size > 0 || value.name !== "") ? value : null;
}

/**
 * Saves the advisor form (new when `params.id` is absent). The text fields and the photo are
 * checked together, so every message shows at once; nothing is written, no file either, until
 * both pass. The file never goes back to the browser with the messages.
 */
export async function advisorFormAction(request: Request, params: { id?: string }) {
  const admin = await requireAdmin(request);
  const id = params.id === undefined ? null : advisorRef(request, params);
  const form = await request.formData();
  const text = new FormData();
  for (const [name, value] of form) if (typeof value === "string") text.append(name, value);
  const submission = parseWithZod(text, { schema: advisorFormSchema });
  const upload = uploadOf(form);
  const photo = upload ? await preparePhoto(upload) : null;
  const photoError = photo && !photo.ok ? { photo: [photo.message] } : undefined;
  if (submission.status !== "success" || photoError)
    return data({ result: submission.reply({ fieldErrors: photoError ?? {} }) }, { status: 400 });
  const stored = photo?.ok ? await storePhoto(photo.bytes, photo.width, photo.height) : null;
  const outcome = id
    ? await updateAdvisor(request, admin, id, submission.value, stored)
    : await createAdvisor(request, admin, submission.value, stored);
  if (outcome.ok)
    return redirect("/admin/content/advisors", { headers: withFlash({ kind: "success", message: outcome.message }) });
  if (outcome.status === 404) throw notFound(request);
  return data({ result: submission.reply({ formErrors: [outcome.message] }) }, { status: outcome.status });
}

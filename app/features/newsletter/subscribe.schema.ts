import { z } from "zod";
import { emailField } from "~/features/accounts/index.server";
import { newsletterMessages as m } from "./messages";

export const subscribeSchema = z.object({ email: emailField(m.emailRequired) });

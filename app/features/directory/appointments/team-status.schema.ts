import { z } from "zod";
import { appointmentMessages, appointmentStates } from "./team-states";

/** The team's status form: the request, the new status and the one the admin saw. */
export const teamRequestStatusSchema = z.object({
  id: z.uuid({ error: appointmentMessages.notFound }),
  status: z.enum(appointmentStates),
  expected: z.enum(appointmentStates),
});

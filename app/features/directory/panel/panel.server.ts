import { asc, eq, getTableColumns } from "drizzle-orm";
import { panelClinics } from "#db/schema";
import { db } from "~/lib/db.server";

const { panelListed: _listed, ...columns } = getTableColumns(panelClinics);

export type PanelClinic = Omit<typeof panelClinics.$inferSelect, "panelListed">;

/**
 * The trusted panel, in clinic-code order (the order the lookup's "first hit wins" runs in). It is
 * five rows, so each page reads it whole and matches in memory (panel-match.ts). An entry taken off
 * the panel (panel_listed false) is neither shown nor found.
 */
export function listPanelClinics(): Promise<PanelClinic[]> {
  return db()
    .select(columns)
    .from(panelClinics)
    .where(eq(panelClinics.panelListed, true))
    .orderBy(asc(panelClinics.clinicId));
}

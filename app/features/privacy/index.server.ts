// Public server entry of the privacy feature (issue 29): the export of one person's data.
export { collectPersonalData, type PersonalExport } from "./export/collect.server";

/** The longest each advisor field may be: the schema's bounds and the form's maxLength. */
export const advisorFieldMax = { name: 120, credentials: 200, role: 160, bio: 2000 } as const;

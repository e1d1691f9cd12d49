/** What /admin/users and its page share with the browser: the sorts and the page size. */

/** Accounts per page of /admin/users. */
export const USERS_PAGE_SIZE = 50;

export const userSorts = ["joined_desc", "joined_asc", "name", "email", "last_sign_in"] as const;
export type UserSort = (typeof userSorts)[number];
export const userSortLabels: Record<UserSort, string> = {
  joined_desc: "Joined, newest first",
  joined_asc: "Joined, oldest first",
  name: "Name, A to Z",
  email: "E-mail, A to Z",
  last_sign_in: "Last sign-in, most recent first",
};

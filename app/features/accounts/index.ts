// Public entry of the accounts feature for components and pure rules.
export * from "./user-types";
export { AdminAccessRequired } from "./components/admin-access-required";

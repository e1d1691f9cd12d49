// Public client entry of the newsletter (issue 29): the sign-up form of the footer and the newsroom.
export { SubscribeForm } from "./components/subscribe-form";

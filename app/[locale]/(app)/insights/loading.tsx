export { default } from "../dashboard/loading";

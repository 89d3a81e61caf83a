export { Button, type ButtonProps, buttonVariants } from './primitives/button/button';
export { cn } from './styling/cn';

define i32 @h(i32 noundef %a, ptr nonnull align 8 dereferenceable(4) %p) nounwind readonly "foo"="bar" {
  %c = call noundef i32 @h(i32 signext %a, ptr %p) #0
  %d = call i32 %p(i32 1)
  ret i32 %c
}
attributes #0 = { nounwind }

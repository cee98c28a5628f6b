#include "CListBindingAtomics.h"

#include <stdatomic.h>

// A signal handler may touch these only if they need no lock.
_Static_assert(ATOMIC_INT_LOCK_FREE == 2, "int atomics must be lock-free");
_Static_assert(ATOMIC_POINTER_LOCK_FREE == 2, "pointer-sized atomics must be lock-free");
_Static_assert(ATOMIC_BOOL_LOCK_FREE == 2, "bool atomics must be lock-free");

static _Atomic int32_t wake_descriptor = -1;
static _Atomic intptr_t restore_record = 0;
static _Atomic bool exit_hook_registered = false;

int32_t listbinding_wake_descriptor_load(void) {
  return atomic_load_explicit(&wake_descriptor, memory_order_acquire);
}

void listbinding_wake_descriptor_store(int32_t descriptor) {
  atomic_store_explicit(&wake_descriptor, descriptor, memory_order_release);
}

void listbinding_restore_record_store(intptr_t address) {
  atomic_store_explicit(&restore_record, address, memory_order_release);
}

intptr_t listbinding_restore_record_exchange(intptr_t address) {
  return atomic_exchange_explicit(&restore_record, address, memory_order_acq_rel);
}

bool listbinding_restore_record_compare_exchange(intptr_t expected, intptr_t desired) {
  return atomic_compare_exchange_strong_explicit(
      &restore_record, &expected, desired, memory_order_acq_rel, memory_order_acquire);
}

bool listbinding_exit_hook_mark_registered(void) {
  return atomic_exchange_explicit(&exit_hook_registered, true, memory_order_relaxed);
}

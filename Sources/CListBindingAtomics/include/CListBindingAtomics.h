// The state ListBindingTerminal's signal handlers share with the session, as lock-free C11
// atomics: a handler may run on any thread at any moment, and may only read and write memory
// that needs no lock. Swift's own `Atomic` needs macOS 15 and iOS 18; these work on every
// platform the package declares.
#ifndef C_LIST_BINDING_ATOMICS_H
#define C_LIST_BINDING_ATOMICS_H

#include <stdbool.h>
#include <stdint.h>

/// The write end of the driver's wake-up pipe, or -1 when no session runs.
int32_t listbinding_wake_descriptor_load(void);
void listbinding_wake_descriptor_store(int32_t descriptor);

/// The address of the record that gives the terminal back, or 0 when it is not taken.
void listbinding_restore_record_store(intptr_t address);
intptr_t listbinding_restore_record_exchange(intptr_t address);
/// Replaces the address with `desired` if it is `expected`; whether it did.
bool listbinding_restore_record_compare_exchange(intptr_t expected, intptr_t desired);

/// Marks the exit hook registered; whether it was already.
bool listbinding_exit_hook_mark_registered(void);

#endif
